def check_batch(batch):
    assert isinstance(batch, list), f"expected list, got {type(batch).__name__}"
    assert batch, "batch must not be empty"
    assert all(x >= 0 for x in batch), f"negative values in {batch}"
    return sum(batch)


for b in [[1, 2], [], (1,), [3, -1]]:
    try:
        print("sum", check_batch(b))
    except AssertionError as e:
        print("AssertionError:", e)
try:
    assert 1 + 1 == 3
except AssertionError as e:
    print("no message:", repr(e), e.args)
