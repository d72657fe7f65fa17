import time

class RateLimiter:
    def __init__(self, rate, per):
        self.rate = rate
        self.per = per
        self.allowance = rate
        self.last = time.monotonic()

    def allow(self):
        now = time.monotonic()
        elapsed = now - self.last
        assert elapsed >= 0
        self.last = now
        self.allowance = min(self.rate, self.allowance + elapsed * (self.rate / self.per))
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

rl = RateLimiter(5, 1000.0)
results = [rl.allow() for _ in range(8)]
print(results)
print('allowed', results.count(True), 'blocked', results.count(False))

deadline = time.monotonic() + 0.02
loops = 0
while time.monotonic() < deadline:
    loops += 1
    time.sleep(0.005)
print('loops > 0:', loops > 0, 'past deadline:', time.monotonic() >= deadline)

stamp = time.time()
record = {'id': 1, 'created': stamp, 'created_ns': time.time_ns()}
print(sorted(record), type(record['created']).__name__, type(record['created_ns']).__name__)
print('ns and float agree:', abs(record['created_ns'] / 1e9 - record['created']) < 1)
