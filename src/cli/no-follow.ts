// The file writers moved to the workflows (backups need them); the CLI's commands use them from here.
export { refuseLinks, writeNoFollow, writeOut } from '../workflows/no-follow.js';
