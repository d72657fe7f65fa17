def fetch_all(urls):
    results = []
    for url in urls:
        results.append(await download(url))
    return results

print(fetch_all(["a", "b"]))
