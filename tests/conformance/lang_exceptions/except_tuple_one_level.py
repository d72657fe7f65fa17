# except accepts a class or a tuple of classes, one level deep.
for spec in [(ValueError, KeyError), ((ValueError,),), (ValueError, (KeyError,))]:
    try:
        try:
            raise KeyError('k')
        except spec:
            print('caught by', spec)
    except TypeError as e:
        print('TypeError:', e)
    except KeyError as e:
        print('escaped', repr(e))
