try:
    pass
except
    pass
