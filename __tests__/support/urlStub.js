// Stands in for files imported as a URL (`?url`).
module.exports = { __esModule: true, default: 'file.svg' };
