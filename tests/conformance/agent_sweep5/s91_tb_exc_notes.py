try:
    1/0
except ZeroDivisionError as e:
    e.add_note("while computing ratio")
    e.add_note("input was 0")
    raise
