try:
    pass
finally x:
    pass
