def squares(stream):
    return [x * x async for x in stream]
