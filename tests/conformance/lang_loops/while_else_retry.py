def connect(responses):
    attempts = 0
    while attempts < 3:
        attempts += 1
        reply = responses[attempts - 1]
        print(f"attempt {attempts}: {reply}")
        if reply == "ok":
            break
    else:
        print("giving up after", attempts, "attempts")
        return False
    return True


print(connect(["timeout", "ok", "ok"]))
print(connect(["timeout", "refused", "timeout"]))
n = 0
while n:
    print("never")
else:
    print("while condition false from the start")
