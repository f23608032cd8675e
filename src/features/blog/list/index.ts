export { BlogListPage } from '../components/blog-list-page'
