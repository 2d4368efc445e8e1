// Intentionally empty: `import os.log` gets Logger, OSLog and os_log from the Swift module `os`.
