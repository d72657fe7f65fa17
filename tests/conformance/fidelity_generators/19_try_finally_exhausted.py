# try/finally inside generators that run to completion.
def numbered(items):
    print("  setup")
    try:
        for i, it in enumerate(items):
            yield i, it
    finally:
        print("  teardown after", len(items), "items")


print(list(numbered("ab")))
for pair in numbered("xyz"):
    print(pair)
print(dict(numbered([])))


def with_else(n):
    try:
        for i in range(n):
            yield i
    except Exception:
        print("  never")
    else:
        print("  else ran")
    finally:
        print("  finally ran")
    yield "tail"


print(list(with_else(2)))


def failing():
    try:
        yield 1
        raise ValueError("mid-stream")
    finally:
        print("  cleanup on error")


try:
    for v in failing():
        print("got", v)
except ValueError as e:
    print(type(e).__name__, e)
