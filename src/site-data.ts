import data from 'virtual:site-data';
import type { SiteData } from '../schema/derive.ts';

/** Site settings, menus and the route table, compiled from pages/ at build time. */
export const siteData: SiteData = data;
export const site = data.site;
