const { stripJsExtension } = require('../shared-paths');

module.exports = (request, options) =>
  options.defaultResolver(stripJsExtension(request, `${options.basedir}/`), options);
