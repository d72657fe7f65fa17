if a[0] := 1:
    pass
