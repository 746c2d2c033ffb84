/// navlint's own minimal C++ standard library, for Objective-C++ files
/// (React Native view managers include `<vector>`, `<string>`, `<memory>`):
/// without Apple's SDK there is no libc++ for the iOS target, and a file whose
/// std types stay unknown loses every expression they flow into (a
/// `setPadding:` whose argument uses a `std::vector` would not be seen).
/// Only declarations: enough for calls, members and range-`for` over the
/// common containers, strings, smart pointers, `function` and `optional`
/// to resolve. Laid out by header name beside the SDK declarations, so it is
/// searched last and a real standard library (`--objc-flags`,
/// `compile_commands.json`) wins.
enum CxxStubHeaders {
    /// The standard headers apps include, each forwarding to the one declaration file.
    static let headerNames = [
        "algorithm", "array", "atomic", "cassert", "cmath", "cstddef", "cstdint", "cstdio", "cstdlib", "cstring",
        "functional", "initializer_list", "iostream", "iterator", "limits", "map", "memory", "mutex", "optional",
        "set", "sstream", "string", "string_view", "thread", "tuple", "type_traits", "unordered_map",
        "unordered_set", "utility", "vector",
    ]

    static var files: [String: String] {
        var files = ["navlint_std.h": declarations]
        for name in headerNames { files[name] = "#pragma once\n#include <navlint_std.h>\n" }
        return files
    }

    static let declarations = """
        #pragma once
        #ifdef __cplusplus
        typedef __SIZE_TYPE__ size_t;
        typedef __INT8_TYPE__ int8_t;
        typedef __INT16_TYPE__ int16_t;
        typedef __INT32_TYPE__ int32_t;
        typedef __INT64_TYPE__ int64_t;
        typedef __UINT8_TYPE__ uint8_t;
        typedef __UINT16_TYPE__ uint16_t;
        typedef __UINT32_TYPE__ uint32_t;
        typedef __UINT64_TYPE__ uint64_t;
        namespace std {
        typedef __SIZE_TYPE__ size_t;
        typedef decltype(nullptr) nullptr_t;
        template <class T> struct remove_reference { typedef T type; };
        template <class T> struct remove_reference<T &> { typedef T type; };
        template <class T> struct remove_reference<T &&> { typedef T type; };
        template <class T> typename remove_reference<T>::type &&move(T &&value) noexcept;
        template <class T> T &&forward(typename remove_reference<T>::type &value) noexcept;
        template <class T> const T &min(const T &a, const T &b);
        template <class T> const T &max(const T &a, const T &b);
        template <class T> class initializer_list {
          const T *first; size_t count;
        public:
          initializer_list() noexcept;
          size_t size() const noexcept;
          const T *begin() const noexcept;
          const T *end() const noexcept;
        };
        template <class A, class B> struct pair {
          A first; B second;
          pair(); pair(const A &a, const B &b);
        };
        template <class A, class B> pair<A, B> make_pair(A a, B b);
        template <class T, class Allocator = void> class vector {
        public:
          typedef T value_type; typedef T *iterator; typedef const T *const_iterator; typedef size_t size_type;
          vector(); explicit vector(size_t count); vector(size_t count, const T &value); vector(initializer_list<T> items);
          template <class It> vector(It first, It last);
          size_t size() const; bool empty() const; void reserve(size_t count); void resize(size_t count); void clear();
          T &operator[](size_t index); const T &operator[](size_t index) const;
          T &at(size_t index); const T &at(size_t index) const;
          T &front(); T &back(); const T &front() const; const T &back() const; T *data();
          void push_back(const T &value); void push_back(T &&value); void pop_back();
          template <class... Arguments> T &emplace_back(Arguments &&...arguments);
          iterator begin(); iterator end(); const_iterator begin() const; const_iterator end() const;
          iterator erase(const_iterator position); iterator insert(const_iterator position, const T &value);
        };
        template <class T, size_t N> struct array {
          T items[N ? N : 1];
          T &operator[](size_t index); const T &operator[](size_t index) const;
          size_t size() const; T *begin(); T *end(); const T *begin() const; const T *end() const; T *data();
        };
        class string {
        public:
          typedef char *iterator; typedef const char *const_iterator;
          static const size_t npos = (size_t)-1;
          string(); string(const char *text); string(const char *text, size_t count); string(size_t count, char c);
          const char *c_str() const; const char *data() const;
          size_t size() const; size_t length() const; bool empty() const; void clear();
          char &operator[](size_t index); const char &operator[](size_t index) const;
          string &operator+=(const string &other); string &operator+=(const char *other); string &operator+=(char c);
          string &append(const string &other); string substr(size_t position = 0, size_t count = npos) const;
          size_t find(const string &other, size_t position = 0) const; size_t find(char c, size_t position = 0) const;
          int compare(const string &other) const;
          iterator begin(); iterator end(); const_iterator begin() const; const_iterator end() const;
        };
        string operator+(const string &a, const string &b);
        string operator+(const string &a, const char *b);
        string operator+(const char *a, const string &b);
        bool operator==(const string &a, const string &b);
        bool operator!=(const string &a, const string &b);
        bool operator<(const string &a, const string &b);
        string to_string(int value); string to_string(long value); string to_string(long long value);
        string to_string(unsigned value); string to_string(unsigned long value); string to_string(double value);
        typedef string string_view;
        template <class T> class shared_ptr {
        public:
          shared_ptr(); shared_ptr(nullptr_t); explicit shared_ptr(T *pointer);
          template <class U> shared_ptr(const shared_ptr<U> &other);
          T *get() const; T &operator*() const; T *operator->() const; explicit operator bool() const; void reset();
        };
        template <class T, class... Arguments> shared_ptr<T> make_shared(Arguments &&...arguments);
        template <class T> class weak_ptr {
        public:
          weak_ptr(); weak_ptr(const shared_ptr<T> &other); shared_ptr<T> lock() const; bool expired() const;
        };
        template <class T> struct default_delete {};
        template <class T, class Deleter = default_delete<T>> class unique_ptr {
        public:
          unique_ptr(); unique_ptr(nullptr_t); explicit unique_ptr(T *pointer);
          template <class U> unique_ptr(unique_ptr<U> &&other);
          T *get() const; T &operator*() const; T *operator->() const; explicit operator bool() const;
          void reset(T *pointer = nullptr); T *release();
        };
        template <class T, class... Arguments> unique_ptr<T> make_unique(Arguments &&...arguments);
        template <class Key, class Value, class Compare = void, class Allocator = void> class map {
        public:
          typedef pair<const Key, Value> value_type; typedef value_type *iterator; typedef const value_type *const_iterator;
          map(); Value &operator[](const Key &key); Value &at(const Key &key);
          size_t size() const; bool empty() const; size_t count(const Key &key) const; void clear();
          iterator find(const Key &key); iterator begin(); iterator end(); const_iterator begin() const; const_iterator end() const;
          size_t erase(const Key &key); pair<iterator, bool> insert(const value_type &value);
          template <class... Arguments> pair<iterator, bool> emplace(Arguments &&...arguments);
        };
        template <class Key, class Value, class Hash = void, class Equal = void, class Allocator = void>
        class unordered_map : public map<Key, Value> {};
        template <class Key, class Compare = void, class Allocator = void> class set {
        public:
          typedef const Key *iterator;
          set(); size_t size() const; bool empty() const; size_t count(const Key &key) const; void clear();
          pair<iterator, bool> insert(const Key &key); size_t erase(const Key &key);
          iterator find(const Key &key) const; iterator begin() const; iterator end() const;
        };
        template <class Key, class Hash = void, class Equal = void, class Allocator = void>
        class unordered_set : public set<Key> {};
        template <class Signature> class function;
        template <class Result, class... Arguments> class function<Result(Arguments...)> {
        public:
          function(); function(nullptr_t); template <class F> function(F f);
          Result operator()(Arguments... arguments) const; explicit operator bool() const;
        };
        struct nullopt_t { explicit constexpr nullopt_t(int) {} };
        extern const nullopt_t nullopt;
        template <class T> class optional {
        public:
          optional(); optional(nullopt_t); optional(const T &value);
          bool has_value() const; explicit operator bool() const;
          T &value(); const T &value() const; T value_or(const T &fallback) const;
          T &operator*(); const T &operator*() const; T *operator->(); const T *operator->() const;
        };
        class mutex { public: void lock(); void unlock(); bool try_lock(); };
        template <class Mutex> class lock_guard { public: explicit lock_guard(Mutex &mutex); };
        template <class T> struct atomic {
          atomic(); atomic(T value); T load() const; void store(T value); operator T() const; T operator=(T value);
        };
        double abs(double value); double floor(double value); double ceil(double value); double round(double value);
        double sqrt(double value); double fmin(double a, double b); double fmax(double a, double b);
        }
        #endif
        """
}
