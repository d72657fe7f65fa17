class RateLimiter:
    def __init__(self, limit):
        self.limit = limit
        self.calls = 0

    def __call__(self, action):
        self.calls += 1
        if self.calls > self.limit:
            raise RuntimeError(f"rate limit {self.limit} exceeded by {action!r}")
        return f"{action} ok ({self.calls}/{self.limit})"


limiter = RateLimiter(3)
for action in ["fetch", "parse", "store", "notify"]:
    print(limiter(action))
