try
    pass
except:
    pass
