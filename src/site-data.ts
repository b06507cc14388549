import data from 'virtual:site-data';
import type { BrowserSiteData } from '../schema/model/site-model.ts';

/** Site settings, menus and the route table, compiled from pages/ at build time. */
export const siteData: BrowserSiteData = data;
export const site = data.site;
