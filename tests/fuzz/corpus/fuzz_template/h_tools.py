r = echo([1, 2.5, "x", None, True, (3, 4), {"k": 10**30}])
print(r)
d = echo(a=1, b="two")
print(sorted(d.items()))
try:
    fail("boom")
except ValueError as e:
    print("tool error:", e)
answer = ask("what?", 42)
print("asked", answer)
try:
    ask()
except KeyError as e:
    print("no answer", e)
final_answer({"r": r, "answer": answer})
