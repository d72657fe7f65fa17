def save(lock, value):
    async with lock:
        print(value)
