/* smol_config_check and smol_vm_new refuse an additional import that names
 * no module smolvm has; every module of the default allowlist imports in
 * a fresh session, and the policy's refusal lists exactly those. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "include/smolvm.h"
#include "tests/unit/check.h"

static int check_imports(const char *const *imports, const char **why) {
    smol_config cfg;
    smol_config_init(&cfg);
    cfg.additional_imports = imports;
    return smol_config_check(&cfg, why);
}

static void test_check(void) {
    const char *why = "unset";
    CHECK(smol_config_check(NULL, &why) == 0 && why == NULL, "NULL config accepted, why cleared");
    const char *const ok[] = {"*", "math", "collections.*", "collections.abc", "unicodedata", NULL};
    CHECK(check_imports(ok, &why) == 0 && why == NULL, "existing modules and patterns accepted");
    const char *const bad1[] = {"numpy", NULL};
    CHECK(check_imports(bad1, &why) == 1 && why && strstr(why, "does not have"), "numpy refused: %s",
          why ? why : "(null)");
    const char *const bad2[] = {"json", "os", "numpy", NULL};
    CHECK(check_imports(bad2, NULL) == 2, "the first refused entry is named by its position");
    const char *const bad3[] = {"pkg.*", NULL};
    CHECK(check_imports(bad3, &why) == 1, "a pattern of a package smolvm lacks is refused");
    const char *const bad4[] = {"", NULL};
    CHECK(check_imports(bad4, &why) == 1, "an empty name is refused");
    const char *const bad5[] = {"_collections_abc", NULL};
    CHECK(check_imports(bad5, &why) == 1, "the Python half of a C module is no module");

    smol_config cfg;
    smol_config_init(&cfg);
    cfg.additional_imports = bad1;
    CHECK(smol_vm_new(&cfg) == NULL, "smol_vm_new refuses what smol_config_check refuses");
    cfg.additional_imports = ok;
    smol_vm *vm = smol_vm_new(&cfg);
    CHECK(vm != NULL, "smol_vm_new accepts a valid config");
    smol_vm_free(vm);
}

/* The modules named in the refusal of `import os`, each imported in a
 * fresh session of a fresh VM. */
static void test_listed_modules_import(void) {
    smol_vm *vm = smol_vm_new(NULL);
    smol_session *s = smol_session_new(vm);
    smol_result r;
    const char *src = "import os\n";
    smol_status st = smol_run(s, src, strlen(src), "<allow>", &r);
    CHECK(st == SMOL_REJECTED, "import os rejected (%s)", smol_status_name(st));
    const char *list = r.error_message ? strstr(r.error_message, "Authorized imports are: [") : NULL;
    CHECK(list != NULL, "the refusal lists the allowlist: %s", r.error_message ? r.error_message : "(null)");
    int n = 0;
    for (const char *p = list ? strchr(list, '[') : NULL; p && *p && *p != ']';) {
        const char *q = strchr(p, '\'');
        if (!q) break;
        const char *e = strchr(q + 1, '\'');
        if (!e) break;
        char name[64];
        size_t len = (size_t)(e - q - 1);
        if (len >= sizeof name) len = sizeof name - 1;
        memcpy(name, q + 1, len);
        name[len] = '\0';
        smol_vm *fresh = smol_vm_new(NULL);
        smol_session *fs = smol_session_new(fresh);
        char code[128];
        snprintf(code, sizeof code, "import %s\n", name);
        smol_result fr;
        smol_status fst = smol_run(fs, code, strlen(code), "<import>", &fr);
        CHECK(fst == SMOL_OK, "import %s in a fresh session: %s %s", name, smol_status_name(fst),
              fr.error ? fr.error : "");
        smol_result_free(&fr);
        smol_vm_free(fresh);
        n++;
        p = e + 1;
    }
    CHECK(n >= 20, "%d modules listed", n);
    smol_result_free(&r);
    smol_vm_free(vm);
}

int main(void) {
    test_check();
    test_listed_modules_import();
    return CHECK_SUMMARY();
}
