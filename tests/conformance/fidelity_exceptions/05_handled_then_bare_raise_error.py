# After the handler's TypeError is dealt with, a bare raise has nothing
# to re-raise.
def risky():
    try:
        raise ValueError("first")
    except "ValueError":
        return "unreachable"

try:
    risky()
except TypeError as e:
    print("handled:", e)
print("now re-raising")
raise
