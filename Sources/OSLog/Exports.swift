// As in Apple's SDK, `import OSLog` brings `os` (Logger, OSLog, os_log).
@_exported import os
