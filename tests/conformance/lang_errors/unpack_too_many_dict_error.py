config = {"host": "localhost", "port": 80}
for key, value in config.items():
    print(key, value)
pairs = list(config.items())
print(pairs)
for key in config:
    print("key", key)
for key, value in config:
    print(key, value)
