try:
except:
    pass
