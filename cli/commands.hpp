// The subcommands of `fragid`. Each returns the process exit code:
// 0 identified, 1 syntax error / ignored / integrity mismatch / entity error,
// 2 usage or I/O error.
#pragma once

#include <optional>
#include <string>

namespace fragid::cli {

inline constexpr int exit_identified = 0;
inline constexpr int exit_not_identified = 1;
inline constexpr int exit_usage = 2;

struct EntityOptions {
    std::optional<std::string> type;          // --type
    std::optional<std::string> charset;       // --charset
    std::string line_endings = "all";         // --line-endings
};

struct ResolveOptions {
    EntityOptions entity;
    bool json = false;
    std::string fragment;
    std::string file;
};

struct ExplainOptions {
    EntityOptions entity;
    std::string fragment;
    std::optional<std::string> file;
};

int run_resolve(const ResolveOptions& options);
int run_explain(const ExplainOptions& options);

}  // namespace fragid::cli
