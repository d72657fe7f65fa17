# Build a summary dict from a config that lacks one key.
config = {"host": "localhost", "port": 8080}
print("host:", config["host"])
summary = {
    "address": f"{config['host']}:{config['port']}",
    "timeout": config["timeout"],
}
print(summary)
