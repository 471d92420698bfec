// Stands in for plain stylesheets: jsdom has no use for them.
module.exports = {};
