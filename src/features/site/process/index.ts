export { ProcessPage } from './process-page'
