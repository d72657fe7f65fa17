class Config:
    def __init__(self):
        self.timeout = 30
        self.retries = 3
cfg = Config()
print(cfg.timeot)
