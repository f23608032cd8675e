export { BlogPostPage } from '../components/blog-post-page'
