import * as migration_20261122_033118_initial from './20261122_033118_initial';
import * as migration_20261122_090337_leads from './20261122_090337_leads';
import * as migration_20261123_071626_customers from './20261123_071626_customers';
import * as migration_20261123_080122_analytics from './20261123_080122_analytics';
import * as migration_20261123_113706_chat from './20261123_113706_chat';
import * as migration_20261123_224927_crm_deliveries_on_job_queue from './20261123_224927_crm_deliveries_on_job_queue';
import * as migration_20261123_230546_rate_limit_hits from './20261123_230546_rate_limit_hits';

export const migrations = [
  {
    up: migration_20261122_033118_initial.up,
    down: migration_20261122_033118_initial.down,
    name: '20261122_033118_initial',
  },
  {
    up: migration_20261122_090337_leads.up,
    down: migration_20261122_090337_leads.down,
    name: '20261122_090337_leads',
  },
  {
    up: migration_20261123_071626_customers.up,
    down: migration_20261123_071626_customers.down,
    name: '20261123_071626_customers',
  },
  {
    up: migration_20261123_080122_analytics.up,
    down: migration_20261123_080122_analytics.down,
    name: '20261123_080122_analytics',
  },
  {
    up: migration_20261123_113706_chat.up,
    down: migration_20261123_113706_chat.down,
    name: '20261123_113706_chat',
  },
  {
    up: migration_20261123_224927_crm_deliveries_on_job_queue.up,
    down: migration_20261123_224927_crm_deliveries_on_job_queue.down,
    name: '20261123_224927_crm_deliveries_on_job_queue',
  },
  {
    up: migration_20261123_230546_rate_limit_hits.up,
    down: migration_20261123_230546_rate_limit_hits.down,
    name: '20261123_230546_rate_limit_hits'
  },
];
