def fib(n, cache={0: 0, 1: 1}):
    if n not in cache:
        cache[n] = fib(n - 1) + fib(n - 2)
    return cache[n]


print(fib(10))
print(fib(30))
print(fib(50))

def log_event(event, history=[]):
    history.append(event)
    print(f"{len(history)} events so far: {history}")

log_event("start")
log_event("step")
log_event("stop")
