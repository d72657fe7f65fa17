def load_config():
    print("loading config")


settings = {"db": {"port": 5432}}
print(settings["db"]["port"])
port = settings.get("db", {}).get("port")
print(port)
config = load_config()
print(config["db"])
