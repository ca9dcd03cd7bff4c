// A part of the half-built fixture: ModuleTemplateTests reads its declaration, never compiles it.
final class WishlistPresenter {}
