// Generated from schemas/smform-settings.schema.json by scripts/validator-source.js: do not edit by hand.
// Regenerate: npm run generate
// @ts-nocheck: Ajv writes plain JavaScript; src/config/settings.ts gives it its type.
import { createRequire } from 'node:module';

// Ajv's standalone code requires its small runtime helpers (ucs2length) by name.
const require = createRequire(import.meta.url);
const schema31 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://github.com/smform/smform/schemas/smform-settings.schema.json',
  title: 'smform project settings',
  description:
    'smform.settings.yaml: defaults for the smform commands run in this directory and below it. Flags and environment variables win over these; the API key is never set here (MERAKI_DASHBOARD_API_KEY only). Reference: docs/settings.md.',
  type: 'object',
  additionalProperties: false,
  properties: {
    configPaths: {
      description:
        "Config files or directories the commands read when none are given, relative to this file's directory.",
      type: 'array',
      minItems: 1,
      items: { type: 'string', minLength: 1, pattern: '\\S' },
    },
    baseUrl: {
      description:
        'Dashboard API base URL (flag --base-url, environment MERAKI_BASE_URL). Default https://api.meraki.com/api/v1.',
      type: 'string',
      pattern: '^https?://\\S+$',
    },
    output: {
      description:
        'Output format of the commands that offer it (--output); a command that does not offer it keeps its own default.',
      enum: ['text', 'json', 'markdown'],
    },
    proxy: {
      description:
        'Proxy for API requests (flag --proxy, environment HTTPS_PROXY / HTTP_PROXY; NO_PROXY still applies).',
      type: 'string',
      pattern: '^https?://\\S+$',
    },
    timeout: {
      description: 'Per-request timeout in seconds (flag --timeout). Default 30.',
      type: 'number',
      exclusiveMinimum: 0,
    },
    rateBudget: {
      description:
        "Requests per second smform may send to one organization, out of the API's 10 (flag --rate-budget, environment SMFORM_RATE_BUDGET). Default 10.",
      type: 'number',
      exclusiveMinimum: 0,
      maximum: 10,
    },
    restore: {
      description:
        'Thresholds `smform restore` uses for scopes the config at hand does not declare (or when there is no config).',
      type: 'object',
      additionalProperties: false,
      properties: {
        maxChangePercent: {
          type: 'number',
          minimum: 0,
          maximum: 100,
          description:
            "Updating or deleting more than this percentage of a scope's objects needs --force. Default 30.",
        },
        minObjectsForPercent: {
          type: 'integer',
          minimum: 0,
          description:
            'The percentage rule applies only to scopes holding at least this many objects. Default 10.',
        },
        maxDevicePercent: {
          type: 'number',
          minimum: 0,
          maximum: 100,
          description:
            "A change moving more than this percentage of a network's devices needs --force. Default 20.",
        },
      },
    },
  },
};
const func1 = require('ajv/dist/runtime/ucs2length').default;
const pattern4 = new RegExp('\\S', 'u');
const pattern5 = new RegExp('^https?://\\S+$', 'u');
function validate20(
  data,
  { instancePath = '', parentData, parentDataProperty, rootData = data, dynamicAnchors = {} } = {},
) {
  /*# sourceURL="https://github.com/smform/smform/schemas/smform-settings.schema.json" */ let vErrors = null;
  let errors = 0;
  const evaluated0 = validate20.evaluated;
  if (evaluated0.dynamicProps) {
    evaluated0.props = undefined;
  }
  if (evaluated0.dynamicItems) {
    evaluated0.items = undefined;
  }
  if (data && typeof data == 'object' && !Array.isArray(data)) {
    for (const key0 in data) {
      if (!(
        key0 === 'configPaths' ||
        key0 === 'baseUrl' ||
        key0 === 'output' ||
        key0 === 'proxy' ||
        key0 === 'timeout' ||
        key0 === 'rateBudget' ||
        key0 === 'restore'
      )) {
        const err0 = {
          instancePath,
          schemaPath: '#/additionalProperties',
          keyword: 'additionalProperties',
          params: { additionalProperty: key0 },
          message: 'must NOT have additional properties',
          schema: false,
          parentSchema: schema31,
          data,
        };
        if (vErrors === null) {
          vErrors = [err0];
        } else {
          vErrors.push(err0);
        }
        errors++;
      }
    }
    if (data.configPaths !== undefined) {
      let data0 = data.configPaths;
      if (Array.isArray(data0)) {
        if (data0.length < 1) {
          const err1 = {
            instancePath: instancePath + '/configPaths',
            schemaPath: '#/properties/configPaths/minItems',
            keyword: 'minItems',
            params: { limit: 1 },
            message: 'must NOT have fewer than 1 items',
            schema: 1,
            parentSchema: schema31.properties.configPaths,
            data: data0,
          };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        const len0 = data0.length;
        for (let i0 = 0; i0 < len0; i0++) {
          let data1 = data0[i0];
          if (typeof data1 === 'string') {
            if (func1(data1) < 1) {
              const err2 = {
                instancePath: instancePath + '/configPaths/' + i0,
                schemaPath: '#/properties/configPaths/items/minLength',
                keyword: 'minLength',
                params: { limit: 1 },
                message: 'must NOT have fewer than 1 characters',
                schema: 1,
                parentSchema: schema31.properties.configPaths.items,
                data: data1,
              };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            if (!pattern4.test(data1)) {
              const err3 = {
                instancePath: instancePath + '/configPaths/' + i0,
                schemaPath: '#/properties/configPaths/items/pattern',
                keyword: 'pattern',
                params: { pattern: '\\S' },
                message: 'must match pattern "' + '\\S' + '"',
                schema: '\\S',
                parentSchema: schema31.properties.configPaths.items,
                data: data1,
              };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = {
              instancePath: instancePath + '/configPaths/' + i0,
              schemaPath: '#/properties/configPaths/items/type',
              keyword: 'type',
              params: { type: 'string' },
              message: 'must be string',
              schema: schema31.properties.configPaths.items.type,
              parentSchema: schema31.properties.configPaths.items,
              data: data1,
            };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
      } else {
        const err5 = {
          instancePath: instancePath + '/configPaths',
          schemaPath: '#/properties/configPaths/type',
          keyword: 'type',
          params: { type: 'array' },
          message: 'must be array',
          schema: schema31.properties.configPaths.type,
          parentSchema: schema31.properties.configPaths,
          data: data0,
        };
        if (vErrors === null) {
          vErrors = [err5];
        } else {
          vErrors.push(err5);
        }
        errors++;
      }
    }
    if (data.baseUrl !== undefined) {
      let data2 = data.baseUrl;
      if (typeof data2 === 'string') {
        if (!pattern5.test(data2)) {
          const err6 = {
            instancePath: instancePath + '/baseUrl',
            schemaPath: '#/properties/baseUrl/pattern',
            keyword: 'pattern',
            params: { pattern: '^https?://\\S+$' },
            message: 'must match pattern "' + '^https?://\\S+$' + '"',
            schema: '^https?://\\S+$',
            parentSchema: schema31.properties.baseUrl,
            data: data2,
          };
          if (vErrors === null) {
            vErrors = [err6];
          } else {
            vErrors.push(err6);
          }
          errors++;
        }
      } else {
        const err7 = {
          instancePath: instancePath + '/baseUrl',
          schemaPath: '#/properties/baseUrl/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema31.properties.baseUrl.type,
          parentSchema: schema31.properties.baseUrl,
          data: data2,
        };
        if (vErrors === null) {
          vErrors = [err7];
        } else {
          vErrors.push(err7);
        }
        errors++;
      }
    }
    if (data.output !== undefined) {
      let data3 = data.output;
      if (!(data3 === 'text' || data3 === 'json' || data3 === 'markdown')) {
        const err8 = {
          instancePath: instancePath + '/output',
          schemaPath: '#/properties/output/enum',
          keyword: 'enum',
          params: { allowedValues: schema31.properties.output.enum },
          message: 'must be equal to one of the allowed values',
          schema: schema31.properties.output.enum,
          parentSchema: schema31.properties.output,
          data: data3,
        };
        if (vErrors === null) {
          vErrors = [err8];
        } else {
          vErrors.push(err8);
        }
        errors++;
      }
    }
    if (data.proxy !== undefined) {
      let data4 = data.proxy;
      if (typeof data4 === 'string') {
        if (!pattern5.test(data4)) {
          const err9 = {
            instancePath: instancePath + '/proxy',
            schemaPath: '#/properties/proxy/pattern',
            keyword: 'pattern',
            params: { pattern: '^https?://\\S+$' },
            message: 'must match pattern "' + '^https?://\\S+$' + '"',
            schema: '^https?://\\S+$',
            parentSchema: schema31.properties.proxy,
            data: data4,
          };
          if (vErrors === null) {
            vErrors = [err9];
          } else {
            vErrors.push(err9);
          }
          errors++;
        }
      } else {
        const err10 = {
          instancePath: instancePath + '/proxy',
          schemaPath: '#/properties/proxy/type',
          keyword: 'type',
          params: { type: 'string' },
          message: 'must be string',
          schema: schema31.properties.proxy.type,
          parentSchema: schema31.properties.proxy,
          data: data4,
        };
        if (vErrors === null) {
          vErrors = [err10];
        } else {
          vErrors.push(err10);
        }
        errors++;
      }
    }
    if (data.timeout !== undefined) {
      let data5 = data.timeout;
      if (typeof data5 == 'number' && isFinite(data5)) {
        if (data5 <= 0 || isNaN(data5)) {
          const err11 = {
            instancePath: instancePath + '/timeout',
            schemaPath: '#/properties/timeout/exclusiveMinimum',
            keyword: 'exclusiveMinimum',
            params: { comparison: '>', limit: 0 },
            message: 'must be > 0',
            schema: 0,
            parentSchema: schema31.properties.timeout,
            data: data5,
          };
          if (vErrors === null) {
            vErrors = [err11];
          } else {
            vErrors.push(err11);
          }
          errors++;
        }
      } else {
        const err12 = {
          instancePath: instancePath + '/timeout',
          schemaPath: '#/properties/timeout/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema31.properties.timeout.type,
          parentSchema: schema31.properties.timeout,
          data: data5,
        };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
    }
    if (data.rateBudget !== undefined) {
      let data6 = data.rateBudget;
      if (typeof data6 == 'number' && isFinite(data6)) {
        if (data6 > 10 || isNaN(data6)) {
          const err13 = {
            instancePath: instancePath + '/rateBudget',
            schemaPath: '#/properties/rateBudget/maximum',
            keyword: 'maximum',
            params: { comparison: '<=', limit: 10 },
            message: 'must be <= 10',
            schema: 10,
            parentSchema: schema31.properties.rateBudget,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err13];
          } else {
            vErrors.push(err13);
          }
          errors++;
        }
        if (data6 <= 0 || isNaN(data6)) {
          const err14 = {
            instancePath: instancePath + '/rateBudget',
            schemaPath: '#/properties/rateBudget/exclusiveMinimum',
            keyword: 'exclusiveMinimum',
            params: { comparison: '>', limit: 0 },
            message: 'must be > 0',
            schema: 0,
            parentSchema: schema31.properties.rateBudget,
            data: data6,
          };
          if (vErrors === null) {
            vErrors = [err14];
          } else {
            vErrors.push(err14);
          }
          errors++;
        }
      } else {
        const err15 = {
          instancePath: instancePath + '/rateBudget',
          schemaPath: '#/properties/rateBudget/type',
          keyword: 'type',
          params: { type: 'number' },
          message: 'must be number',
          schema: schema31.properties.rateBudget.type,
          parentSchema: schema31.properties.rateBudget,
          data: data6,
        };
        if (vErrors === null) {
          vErrors = [err15];
        } else {
          vErrors.push(err15);
        }
        errors++;
      }
    }
    if (data.restore !== undefined) {
      let data7 = data.restore;
      if (data7 && typeof data7 == 'object' && !Array.isArray(data7)) {
        for (const key1 in data7) {
          if (!(
            key1 === 'maxChangePercent' ||
            key1 === 'minObjectsForPercent' ||
            key1 === 'maxDevicePercent'
          )) {
            const err16 = {
              instancePath: instancePath + '/restore',
              schemaPath: '#/properties/restore/additionalProperties',
              keyword: 'additionalProperties',
              params: { additionalProperty: key1 },
              message: 'must NOT have additional properties',
              schema: false,
              parentSchema: schema31.properties.restore,
              data: data7,
            };
            if (vErrors === null) {
              vErrors = [err16];
            } else {
              vErrors.push(err16);
            }
            errors++;
          }
        }
        if (data7.maxChangePercent !== undefined) {
          let data8 = data7.maxChangePercent;
          if (typeof data8 == 'number' && isFinite(data8)) {
            if (data8 > 100 || isNaN(data8)) {
              const err17 = {
                instancePath: instancePath + '/restore/maxChangePercent',
                schemaPath: '#/properties/restore/properties/maxChangePercent/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 100 },
                message: 'must be <= 100',
                schema: 100,
                parentSchema: schema31.properties.restore.properties.maxChangePercent,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err17];
              } else {
                vErrors.push(err17);
              }
              errors++;
            }
            if (data8 < 0 || isNaN(data8)) {
              const err18 = {
                instancePath: instancePath + '/restore/maxChangePercent',
                schemaPath: '#/properties/restore/properties/maxChangePercent/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
                schema: 0,
                parentSchema: schema31.properties.restore.properties.maxChangePercent,
                data: data8,
              };
              if (vErrors === null) {
                vErrors = [err18];
              } else {
                vErrors.push(err18);
              }
              errors++;
            }
          } else {
            const err19 = {
              instancePath: instancePath + '/restore/maxChangePercent',
              schemaPath: '#/properties/restore/properties/maxChangePercent/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
              schema: schema31.properties.restore.properties.maxChangePercent.type,
              parentSchema: schema31.properties.restore.properties.maxChangePercent,
              data: data8,
            };
            if (vErrors === null) {
              vErrors = [err19];
            } else {
              vErrors.push(err19);
            }
            errors++;
          }
        }
        if (data7.minObjectsForPercent !== undefined) {
          let data9 = data7.minObjectsForPercent;
          if (!(typeof data9 == 'number' && !(data9 % 1) && !isNaN(data9) && isFinite(data9))) {
            const err20 = {
              instancePath: instancePath + '/restore/minObjectsForPercent',
              schemaPath: '#/properties/restore/properties/minObjectsForPercent/type',
              keyword: 'type',
              params: { type: 'integer' },
              message: 'must be integer',
              schema: schema31.properties.restore.properties.minObjectsForPercent.type,
              parentSchema: schema31.properties.restore.properties.minObjectsForPercent,
              data: data9,
            };
            if (vErrors === null) {
              vErrors = [err20];
            } else {
              vErrors.push(err20);
            }
            errors++;
          }
          if (typeof data9 == 'number' && isFinite(data9)) {
            if (data9 < 0 || isNaN(data9)) {
              const err21 = {
                instancePath: instancePath + '/restore/minObjectsForPercent',
                schemaPath: '#/properties/restore/properties/minObjectsForPercent/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
                schema: 0,
                parentSchema: schema31.properties.restore.properties.minObjectsForPercent,
                data: data9,
              };
              if (vErrors === null) {
                vErrors = [err21];
              } else {
                vErrors.push(err21);
              }
              errors++;
            }
          }
        }
        if (data7.maxDevicePercent !== undefined) {
          let data10 = data7.maxDevicePercent;
          if (typeof data10 == 'number' && isFinite(data10)) {
            if (data10 > 100 || isNaN(data10)) {
              const err22 = {
                instancePath: instancePath + '/restore/maxDevicePercent',
                schemaPath: '#/properties/restore/properties/maxDevicePercent/maximum',
                keyword: 'maximum',
                params: { comparison: '<=', limit: 100 },
                message: 'must be <= 100',
                schema: 100,
                parentSchema: schema31.properties.restore.properties.maxDevicePercent,
                data: data10,
              };
              if (vErrors === null) {
                vErrors = [err22];
              } else {
                vErrors.push(err22);
              }
              errors++;
            }
            if (data10 < 0 || isNaN(data10)) {
              const err23 = {
                instancePath: instancePath + '/restore/maxDevicePercent',
                schemaPath: '#/properties/restore/properties/maxDevicePercent/minimum',
                keyword: 'minimum',
                params: { comparison: '>=', limit: 0 },
                message: 'must be >= 0',
                schema: 0,
                parentSchema: schema31.properties.restore.properties.maxDevicePercent,
                data: data10,
              };
              if (vErrors === null) {
                vErrors = [err23];
              } else {
                vErrors.push(err23);
              }
              errors++;
            }
          } else {
            const err24 = {
              instancePath: instancePath + '/restore/maxDevicePercent',
              schemaPath: '#/properties/restore/properties/maxDevicePercent/type',
              keyword: 'type',
              params: { type: 'number' },
              message: 'must be number',
              schema: schema31.properties.restore.properties.maxDevicePercent.type,
              parentSchema: schema31.properties.restore.properties.maxDevicePercent,
              data: data10,
            };
            if (vErrors === null) {
              vErrors = [err24];
            } else {
              vErrors.push(err24);
            }
            errors++;
          }
        }
      } else {
        const err25 = {
          instancePath: instancePath + '/restore',
          schemaPath: '#/properties/restore/type',
          keyword: 'type',
          params: { type: 'object' },
          message: 'must be object',
          schema: schema31.properties.restore.type,
          parentSchema: schema31.properties.restore,
          data: data7,
        };
        if (vErrors === null) {
          vErrors = [err25];
        } else {
          vErrors.push(err25);
        }
        errors++;
      }
    }
  } else {
    const err26 = {
      instancePath,
      schemaPath: '#/type',
      keyword: 'type',
      params: { type: 'object' },
      message: 'must be object',
      schema: schema31.type,
      parentSchema: schema31,
      data,
    };
    if (vErrors === null) {
      vErrors = [err26];
    } else {
      vErrors.push(err26);
    }
    errors++;
  }
  validate20.errors = vErrors;
  return errors === 0;
}
validate20.evaluated = { props: true, dynamicProps: false, dynamicItems: false };
export const validateSettings = validate20;
