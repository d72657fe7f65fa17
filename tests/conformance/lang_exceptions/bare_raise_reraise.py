failures = []

def fetch(url):
    if "bad" in url:
        raise ConnectionError(f"cannot reach {url}")
    return f"content of {url}"


def fetch_logged(url):
    try:
        return fetch(url)
    except ConnectionError:
        failures.append(url)
        raise


for url in ["a.com", "bad.org", "b.net"]:
    try:
        print(fetch_logged(url))
    except ConnectionError as e:
        print("gave up:", e)
print("failures:", failures)
