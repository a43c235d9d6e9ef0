/* test_props.c: property lists kept once for many owners (src/graph.c's
 * PropPool): equal lists share one copy, a list differing in any value does
 * not, and a shared list reads in place (prop_find, the task graph's JSON). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <jansson.h>

#include "npucc/taskgraph.h"
#include "unit_util.h"

/* A list with every kind of value; `vary` (1..8) changes one of them, 0 none. */
static Prop *sample(Arena *a, int vary) {
  char name[32];
  snprintf(name, sizeof name, "region_%d", vary == 3 ? 8 : 7); /* formatted: not a literal both share */
  int64_t ints[3] = {2, 3, vary == 4 ? 5 : 2};
  Prop *inner = NULL, *o0 = NULL, *o1 = NULL, *l = NULL;
  prop_add_float(a, &inner, "floor", vary == 5 ? -0.0 : 0.0); /* the bits count */
  prop_add_int(a, &o0, "address", 30720);
  prop_add_int(a, &o1, "address", vary == 6 ? 32800 : 32768);
  Prop *objs[2] = {o0, o1};
  prop_add_int(a, &l, "batch", vary == 1 ? 2 : 1);
  prop_add_float(a, &l, "scale", vary == 2 ? 0.25 : 0.5);
  prop_add_str(a, &l, "name", name);
  prop_add_ints(a, &l, "tiles", ints, 3);
  prop_add_obj(a, &l, "rule", inner);
  prop_add_objs(a, &l, "vmem", objs, 2);
  prop_add_bool(a, &l, vary == 7 ? "split" : "swapped", false);
  if (vary == 8) prop_add_int(a, &l, "extra", 0); /* one record more */
  return l;
}

static void test_equal_lists_kept_once(void **state) {
  (void)state;
  Arena *a = arena_new();
  PropPool pool = {.arena = a};
  Arena *s1 = arena_new(), *s2 = arena_new();
  Prop *kept = prop_pool_intern(&pool, sample(s1, 0));
  arena_free(s1); /* what was built there is gone: the pool holds a copy */
  assert_ptr_equal(prop_pool_intern(&pool, sample(s2, 0)), kept);
  assert_string_equal(prop_find(kept, "name")->s, "region_7");
  assert_int_equal(prop_find(kept, "tiles")->ints[2], 2);
  assert_int_equal(prop_find(kept, "vmem")->objs[1]->i, 32768);
  Prop *seen[9] = {kept};
  for (int v = 1; v <= 8; v++) {
    seen[v] = prop_pool_intern(&pool, sample(s2, v));
    for (int k = 0; k < v; k++) assert_ptr_not_equal(seen[v], seen[k]);
    /* and it is found again */
    assert_ptr_equal(prop_pool_intern(&pool, sample(s2, v)), seen[v]);
  }
  assert_int_equal(pool.n, 9);
  assert_null(prop_pool_intern(&pool, NULL));
  arena_free(s2);
  arena_free(a);
}

/* A shared list reads as if its records stood in the list that holds it:
 * prop_find looks inside, and a key repeated after it takes its first place
 * with the last value, as for a plain list. */
static void test_shared_reads_in_place(void **state) {
  (void)state;
  Arena *a = arena_new();
  PropPool pool = {.arena = a};
  Prop *head = NULL, *tail = NULL, *l = NULL;
  prop_add_int(a, &head, "tiles", 2);
  prop_add_int(a, &head, "batch", 1);
  prop_add_str(a, &tail, "schedule", "resident");
  prop_add_shared(a, &l, prop_pool_intern(&pool, head));
  prop_add_int(a, &l, "buffer_a", 4);
  prop_add_shared(a, &l, prop_pool_intern(&pool, tail));
  prop_add_int(a, &l, "batch", 3);
  assert_int_equal(prop_find(l, "tiles")->i, 2);
  assert_string_equal(prop_find(l, "schedule")->s, "resident");
  assert_int_equal(prop_find(l, "buffer_a")->i, 4);
  assert_null(prop_find(l, "missing"));

  /* through the task graph: a task carrying the list */
  Diag d;
  diag_init(&d);
  bool ok;
  Graph *g = compile_src(a,
                         "func.func @f(%x: tensor<4x8xf32>, %y: tensor<4x8xf32>) -> tensor<4x8xf32> {\n"
                         "  %e = tensor.empty() : tensor<4x8xf32>\n"
                         "  %r = linalg.add ins(%x, %y : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e : "
                         "tensor<4x8xf32>) -> tensor<4x8xf32>\n"
                         "  return %r : tensor<4x8xf32>\n}\n",
                         "gemmini", &d, &ok);
  assert_true(ok);
  assert_true(g->ntasks >= 1);
  g->tasks[0].props = l;
  Options o = {.target = "gemmini"};
  StrBuf out;
  sb_init(&out);
  taskgraph_json(g, &o, target_find("gemmini"), NULL, NULL, &out);
  json_error_t err;
  json_t *root = json_loads(sb_cstr(&out), 0, &err);
  assert_non_null(root);
  json_t *det = json_object_get(json_array_get(json_object_get(root, "tasks"), 0), "details");
  const char *order[] = {"tiles", "batch", "buffer_a", "schedule"};
  assert_int_equal(json_object_size(det), 4);
  size_t k = 0;
  const char *key;
  json_t *v;
  json_object_foreach(det, key, v) assert_string_equal(key, order[k++]);
  assert_int_equal(json_integer_value(json_object_get(det, "batch")), 3);
  assert_string_equal(json_string_value(json_object_get(det, "schedule")), "resident");
  json_decref(root);
  sb_free(&out);
  diag_free(&d);
  arena_free(a);
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_equal_lists_kept_once),
      cmocka_unit_test(test_shared_reads_in_place),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
