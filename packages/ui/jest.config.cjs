module.exports = require('@afterwork/build-config/jest-preset.cjs')(__dirname, 'ui');
