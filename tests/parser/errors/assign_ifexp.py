a if b else c = 1
