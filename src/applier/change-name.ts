export { changeName as nameOf } from '../kinds/change-fields.js';
