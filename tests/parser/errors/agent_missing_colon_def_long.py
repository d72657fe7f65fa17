def process(data, limit=10)
    return data[:limit]
