import { SIGN_IN_MESSAGES } from '@hub/contract/messages';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, SOURCE_LANGUAGE } from '../../../i18n/i18n.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { SignInCodeForm } from './sign-in-code-form.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage(SOURCE_LANGUAGE);
});

/** The paragraph under the heading, whose e-mail address is set in bold inside the sentence. */
const sentTo = (email: string) => screen.getByText(email, { selector: 'strong' }).parentElement;

describe('the sign-in code step', () => {
  it('says where the code went, with the address in bold inside one sentence, in either language', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const view = renderWithApp(
      <SignInCodeForm email="amal@example.com" onBack={() => undefined} />,
      '/login',
    );
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(sentTo('amal@example.com')).toHaveTextContent(
      `${SIGN_IN_MESSAGES.codeSent} It was sent to amal@example.com and works for 10 minutes.`,
    );
    view.unmount();

    await activateLanguage('ar');
    renderWithApp(<SignInCodeForm email="amal@example.com" onBack={() => undefined} />, '/login');
    expect(await screen.findByRole('heading', { name: 'تحقّقوا من بريدكم الإلكتروني' })).toBeInTheDocument();
    expect(sentTo('amal@example.com')).toHaveTextContent('أُرسل إلى amal@example.com وهو صالح لمدة 10 دقائق.');
  });
});
