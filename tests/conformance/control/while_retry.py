responses = [None, "", "timeout", "ok:42"]
attempt = 0
result = None
while attempt < 10:
    resp = responses[attempt] if attempt < len(responses) else "ok:0"
    attempt += 1
    if not resp:
        print("attempt", attempt, "empty response, retrying")
        continue
    if not resp.startswith("ok"):
        print("attempt", attempt, "error:", resp)
        continue
    result = int(resp.split(":")[1])
    break
else:
    print("gave up")
print("result", result, "after", attempt, "attempts")
queue = [5, 3, 8]
processed = 0
while queue:
    job = queue.pop(0)
    if job > 4:
        queue.append(job - 4)
    processed += 1
print("processed", processed)
