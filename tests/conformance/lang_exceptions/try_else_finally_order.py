def attempt(x):
    print(f"attempt({x!r})")
    try:
        value = 100 // x
    except ZeroDivisionError:
        print("  except: division by zero")
        return "failed"
    except TypeError as e:
        print("  except:", e)
        return "bad type"
    else:
        print("  else: got", value)
        return value
    finally:
        print("  finally")


print(attempt(7))
print(attempt(0))
print(attempt("3"))
