# Read a nested settings structure with one missing level.
settings = {"db": {"primary": {"host": "a"}}, "cache": {}}
print(settings["db"]["primary"]["host"])
print(settings["cache"]["primary"]["host"])
