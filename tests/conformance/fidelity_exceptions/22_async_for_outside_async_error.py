def consume(stream):
    async for item in stream:
        print(item)
