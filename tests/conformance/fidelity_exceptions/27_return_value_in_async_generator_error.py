print("never printed")

async def numbers(limit):
    for i in range(limit):
        yield i
    return limit
