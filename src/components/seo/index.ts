export { Seo, SeoCollectorContext } from './seo'
export { absoluteUrl, headTags, headTagsToHtml, type SeoProps } from './head-tags'
