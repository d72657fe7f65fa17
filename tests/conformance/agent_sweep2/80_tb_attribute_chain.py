class Config:
    def __init__(self):
        self.database = {"host": "db", "port": 5432}
        self.cache = None
cfg = Config()
print(cfg.database["host"])
timeout = cfg.cache.timeout
